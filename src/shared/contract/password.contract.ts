import * as v from 'valibot';
import { isCommonPassword } from '../common-passwords';
import { messages } from '../messages';
import { EmailSchema, LoginPasswordSchema, NewPasswordSchema } from './auth.contract';

/**
 * A password someone chooses (ASVS 6.2): 8..128 characters, no composition rules, and none of
 * the most common passwords. Server and client forms use the same check.
 */
export const ChosenPasswordSchema = v.pipe(
  NewPasswordSchema,
  v.check((password) => !isCommonPassword(password), messages.passwordTooCommon),
);

/** Only students and companies recover passwords themselves; admins ask another admin. */
export const RECOVERY_KINDS = ['student', 'company'] as const;
const RecoveryKindSchema = v.picklist(RECOVERY_KINDS, 'Выберите тип аккаунта.');
export type RecoveryKind = v.InferOutput<typeof RecoveryKindSchema>;

/**
 * POST /api/sendMail/. Every student or company account that holds the email gets a letter
 * (docs/decisions/050); `kind`, which older clients still send, only orders them.
 */
export const SendMailRequestSchema = v.object({ email: EmailSchema, kind: v.optional(RecoveryKindSchema) });
export type SendMailRequest = v.InferOutput<typeof SendMailRequestSchema>;

/** A reset token as the link carries it (base64url of 32 bytes); longer input is not a token. */
const ResetTokenSchema = v.pipe(
  v.string(messages.resetInvalid),
  v.nonEmpty(messages.resetInvalid),
  v.maxLength(200, messages.resetInvalid),
);

/** POST /api/changePass/: the new password from a recovery link. */
export const ResetPasswordRequestSchema = v.object({
  token: ResetTokenSchema,
  password: ChosenPasswordSchema,
});
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;

/** POST /api/student/changePass/ and /api/company/changePass/: the signed-in change. */
export const ChangePasswordRequestSchema = v.object({
  currentPassword: LoginPasswordSchema,
  password: ChosenPasswordSchema,
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

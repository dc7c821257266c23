/** The edit form's values (strings as typed) and their translation to the shared contract. */
import type { StudentProfile, StudentProfileInput } from '../../../shared/contract/student.contract';
import { maskedPhone } from '../../lib/mask';
import type { ChosenFile } from '../../ui/form/file-upload-field';

export type StudentFormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  university: string;
  faculty: string;
  course: string;
  graduationYear: string;
  about: string;
  skillIds: number[];
  photo: ChosenFile | null;
  resume: ChosenFile | null;
};

export function valuesOf(profile: StudentProfile): StudentFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: maskedPhone(profile.phone),
    university: profile.university,
    faculty: profile.faculty,
    course: profile.course === null ? '' : String(profile.course),
    graduationYear: profile.graduationYear === null ? '' : String(profile.graduationYear),
    about: profile.about,
    skillIds: profile.skills.map((skill) => skill.id),
    photo:
      profile.photoFileId && profile.photoUrl
        ? { id: profile.photoFileId, url: profile.photoUrl, name: '' }
        : null,
    resume:
      profile.resumeFileId && profile.resume
        ? { id: profile.resumeFileId, url: profile.resume.url, name: '' }
        : null,
  };
}

/** Empty number fields are "not given"; anything else goes to the contract as typed (NaN is refused). */
const numberOrNull = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.replace(',', '.'));

export function inputOf(values: StudentFormValues): StudentProfileInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    university: values.university,
    faculty: values.faculty,
    course: numberOrNull(values.course),
    graduationYear: numberOrNull(values.graduationYear),
    about: values.about,
    skillIds: values.skillIds,
    photoFileId: values.photo?.id ?? null,
    resumeFileId: values.resume?.id ?? null,
  };
}

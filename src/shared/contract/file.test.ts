import { describe, expect, it } from 'vitest';
import { fileTokenOfUrl, fileUrl, isOwnFileUrl } from './file.contract';

describe('file URLs (one format, decision 014)', () => {
  const token = 'a49df8e89cbf4b83b61cc2548c1b1f2c2ddb30eccd3f439a87b16d9b29de2f16';

  it('builds and reads back the token form', () => {
    expect(fileUrl(token)).toBe(`/files/${token}/`);
    expect(fileTokenOfUrl(fileUrl(token))).toBe(token);
    expect(isOwnFileUrl(fileUrl('Rzr9T4xq0pVbN2mC8kLwQa'))).toBe(true);
  });

  it('does not take a serial id, an outside address or anything near the form for an own file', () => {
    for (const value of [
      '/files/12/',
      `/files/${token}`,
      `files/${token}/`,
      `https://evil.example/files/${token}/`,
      `/files/${token}/../x/`,
      `/files/${'A'.repeat(21)}/`,
      `/files/${'A'.repeat(65)}/`,
      'https://romashka.example/logo.png',
      '',
      null,
      undefined,
    ]) {
      expect(isOwnFileUrl(value), String(value)).toBe(false);
      expect(fileTokenOfUrl(value)).toBeNull();
    }
  });
});

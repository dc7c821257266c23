import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebPlatform } from './web-platform';

afterEach(() => vi.restoreAllMocks());

describe('the website platform: deep links and outside links', () => {
  it('has no start parameter', () => {
    expect(createWebPlatform().startParam()).toBeNull();
  });

  it('opens outside links in a new tab without an opener, and survives a blocked popup', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const web = createWebPlatform();
    web.openLink('https://t.me/career_bot/jobs?startapp=vacancy_1');
    expect(open).toHaveBeenCalledWith(
      'https://t.me/career_bot/jobs?startapp=vacancy_1',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => web.openLink('https://example.ru/')).not.toThrow();
  });
});

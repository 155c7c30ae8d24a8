import { describe, expect, it } from 'vitest';
import { adminReturnPath, withReturnPath } from './return-path';

describe('adminReturnPath', () => {
  it('keeps a back-office address with its query and hash', () => {
    expect(adminReturnPath('/admin/inquiries?inquiry=1')).toBe('/admin/inquiries?inquiry=1');
    expect(adminReturnPath('/admin')).toBe('/admin');
    expect(adminReturnPath('/admin/blog-posts#top')).toBe('/admin/blog-posts#top');
  });

  it('refuses anything outside the back office, another site, and the sign-in screens', () => {
    for (const value of [
      '/blog',
      '/administrator',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin/login',
      '/admin/login?x=1',
      '/admin/login-with-otp',
      '/admin/verify-otp',
      42,
      null,
      undefined,
    ])
      expect(adminReturnPath(value), String(value)).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('adds the return path as `next`, encoded, and leaves the address alone without one', () => {
    const url = withReturnPath('https://site.test/admin/verify-otp', '/admin/inquiries?inquiry=1');
    expect(new URL(url).searchParams.get('next')).toBe('/admin/inquiries?inquiry=1');
    expect(url).toBe('https://site.test/admin/verify-otp?next=%2Fadmin%2Finquiries%3Finquiry%3D1');
    expect(withReturnPath('https://site.test/admin/verify-otp', null)).toBe(
      'https://site.test/admin/verify-otp',
    );
  });
});

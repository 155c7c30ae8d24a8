import { describe, expect, it, vi } from 'vitest';
import { retryableImport } from './retryable-import';

const TOASTER = 'http://127.0.0.1:4173/assets/Toaster-Cx1.js';
const chromiumFailure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('retryableImport', () => {
  it('imports once while it works', async () => {
    const load = vi.fn().mockResolvedValue({ default: 'Toaster' });
    const importAgain = vi.fn();
    const loadToaster = retryableImport(load, importAgain);
    await expect(loadToaster()).resolves.toEqual({ default: 'Toaster' });
    await expect(loadToaster()).resolves.toEqual({ default: 'Toaster' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(importAgain).not.toHaveBeenCalled();
  });

  it('after a failed download asks for the failed file at a new address, and again after each failure', async () => {
    const load = vi.fn().mockRejectedValue(chromiumFailure(TOASTER));
    const importAgain = vi
      .fn()
      .mockRejectedValueOnce(chromiumFailure(`${TOASTER}?retry=1`))
      .mockResolvedValueOnce({ default: 'Toaster' });
    const loadToaster = retryableImport(load, importAgain);
    await expect(loadToaster()).rejects.toThrow(TOASTER);
    await expect(loadToaster()).rejects.toThrow(`${TOASTER}?retry=1`);
    await expect(loadToaster()).resolves.toEqual({ default: 'Toaster' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importAgain.mock.calls).toEqual([[`${TOASTER}?retry=1`], [`${TOASTER}?retry=2`]]);
  });

  it('imports as at first when the error names no file (the browser fetches it again itself)', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ default: 'Toaster' });
    const importAgain = vi.fn();
    const loadToaster = retryableImport(load, importAgain);
    await expect(loadToaster()).rejects.toThrow('Importing a module script failed.');
    await expect(loadToaster()).resolves.toEqual({ default: 'Toaster' });
    expect(importAgain).not.toHaveBeenCalled();
  });
});

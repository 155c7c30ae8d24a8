import type { Browser, Response } from '@playwright/test';

export function documentsBilled(response: Response): Promise<number>;
export function documentsReadByView(
  browser: Browser,
  baseUrl: string,
  path: string,
  expectedRead: RegExp,
  firestorePattern: RegExp,
): Promise<{ total: number; urls: string[] }>;

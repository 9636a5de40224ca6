import path from 'node:path';

/** A number as a set numbers its songs: '2', '2b', '12a' (leading zeros dropped). */
const NUMBER = /^0*(\d+[a-z]?)$/i;

/**
 * The numbers the source gives a piece within its set, best first: the file's own movement
 * number, then the one its file or folder name begins with ('2b_Die_Hirten/lc7008709.mxl' →
 * '2b'); none when neither gives one.
 */
export function sourceNumbersOf(file: string, movementNumber: string | null): string[] {
  const numbers: string[] = [];
  const own = NUMBER.exec(movementNumber?.trim() ?? '')?.[1];
  if (own) numbers.push(own);
  const parts = file.split('/');
  const names = [path.basename(file, path.extname(file)), parts.at(-2) ?? ''];
  for (const name of names) {
    const leading = /^0*(\d+[a-z]?)(?:[_ .-]|$)/i.exec(name)?.[1];
    if (leading && !numbers.includes(leading)) numbers.push(leading);
  }
  return numbers;
}

/**
 * A title for a piece whose title another piece of its volume (same composer) already has: a
 * distinct version or song under one set, since a true re-import (the same content) is merged
 * before this. The source's number for it first ('Die Hirten (No. 2b)'), else the first free
 * version ('Die Hirten (version 2)'); `isTaken` says whether a title is in use there.
 */
export function distinctTitle(
  title: string,
  numbers: readonly string[],
  isTaken: (candidate: string) => boolean,
): string {
  for (const number of numbers) {
    const candidate = `${title} (No. ${number})`;
    if (!isTaken(candidate)) return candidate;
  }
  for (let version = 2; ; version += 1) {
    const candidate = `${title} (version ${String(version)})`;
    if (!isTaken(candidate)) return candidate;
  }
}

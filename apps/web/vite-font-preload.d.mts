import type { HtmlTagDescriptor, Plugin } from 'vite';

export const TEXT_FONT_FILE: RegExp;
export function fontPreloadTags(fileNames: string[]): HtmlTagDescriptor[];
export function fontPreload(): Plugin;

import * as z from 'zod/mini';
import { errorCode } from './api-errors';

/**
 * Sending something submitted for review back to the person who wrote it, with what to change: an article
 * (docs/decisions/089) or a change proposed to a company's record (docs/decisions/090).
 */
export const REVIEW_COMMENT_MAX = 2000;
export const returnSchema = z.object({
  comment: z
    .string(errorCode('news.writeComment'))
    .check(
      z.trim(),
      z.minLength(1, errorCode('news.writeComment')),
      z.maxLength(REVIEW_COMMENT_MAX, errorCode('field.tooLong')),
    ),
});

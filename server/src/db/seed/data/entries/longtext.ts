/**
 * A longtext field's words from their blocks: paragraphs, and lists given as arrays (a blank line between
 * blocks, "- " before each item: common/src/model/fields.ts).
 */
export const longtext = (...blocks: (string | string[])[]) =>
  blocks.map((block) => (Array.isArray(block) ? block.map((item) => `- ${item}`).join('\n') : block)).join('\n\n');

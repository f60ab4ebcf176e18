import fc from 'fast-check';

/**
 * What an attacker or a broken client sends: the corpus of values that broke or could break a web app
 * (decision 012: NUL reaching PostgreSQL, lone surrogates, `//x`, over-long segments, broken percent-encoding),
 * mixed with random Unicode, wrong types, and missing or extra fields.
 */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'Awards\u0000',
  '\uD800',
  'x\uDFFFy',
  'x'.repeat(101),
  'x'.repeat(3000),
  '../../etc/passwd',
  '..',
  '.',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE news_articles; --',
  '\u202Eevil',
  'zero\u200Bwidth',
  '🇿🇦🌍',
  'ÿ',
  '__proto__',
  'constructor',
  'null',
  'true',
  '-1',
  '1e400',
  '999999999999999999999',
  'NaN',
  '{"a":1}',
  '\r\nSet-Cookie: x=1',
  'javascript:alert(1)',
  'https://evil.example/',
] as const;

/** Raw pieces of an address, written as they are: encodings that decode to nothing valid. */
const RAW_SEGMENTS = [
  '%00',
  '%ED%A0%80',
  '%ff',
  '%E0%A4%A',
  '%',
  '%%',
  '%2e%2e',
  '%2F',
  '/',
  '//',
  '/./',
  '/../',
  '\u0000',
  '\u00ff',
  ';',
  '?',
  '#',
];

/** Percent-encodes any JavaScript string; lone surrogates become their (invalid) UTF-8 bytes, as a raw client would send. */
export function pct(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const hostile = fc.constantFrom(...HOSTILE_STRINGS);
const randomText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
/** A string value: mostly from the corpus, so each known defect is met often. */
export const text = fc.oneof({ weight: 3, arbitrary: hostile }, { weight: 2, arbitrary: randomText });
/** A piece of an address: an encoded value or a raw one. */
export const segment = fc.oneof(
  { weight: 3, arbitrary: text.map(pct) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 2 }),
);
/** A JSON field: the right kind of value, a hostile string, or a wrong type. */
const field = (valid: string) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(valid) },
    { weight: 3, arbitrary: text },
    { weight: 1, arbitrary: wrongType },
  );

const contactFields = {
  name: 'Amara Okafor',
  email: 'amara@example.org',
  phone: '+27 11 555 0100',
  company: 'Okafor Agri',
  subject: 'general',
  message: 'A message long enough to be sent.',
};

/** Values that pass a field's own rules but carry what the database cannot store. */
const sneaky = (valid: string) =>
  fc.constantFrom(`${valid.slice(0, 2)}\u0000${valid.slice(2)}`, `${valid.slice(0, 2)}\uD800${valid.slice(2)}`);

/**
 * A JSON body built from valid fields with a few changed (hostile, sneaky, a wrong type, missing) and
 * maybe extra ones: a defect behind one field's validation is met often, not once in a million.
 */
function mutated(valid: Record<string, string>) {
  const keys = Object.keys(valid);
  return fc
    .record({
      changed: fc.subarray(keys, { maxLength: 2 }),
      values: fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(field(valid[k]), sneaky(valid[k]))]))),
      missing: fc.subarray(keys, { maxLength: 1 }),
      extra: fc.dictionary(text, text, { maxKeys: 2 }),
    })
    .map(({ changed, values, missing, extra }) => {
      const out: Record<string, unknown> = { ...extra, ...valid };
      for (const key of changed) out[key] = values[key as keyof typeof values];
      for (const key of missing) delete out[key];
      return out;
    });
}

/** A contact message with some fields hostile, missing or extra. */
export const contactBody = mutated(contactFields);
export const newsletterBody = mutated({ email: 'reader@example.org', lang: 'fr' });

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
] as const;

/** A request body: JSON of the right shape with hostile parts, any JSON, bytes, or nothing. */
export const body = fc.oneof(
  contactBody.map((value) => Buffer.from(JSON.stringify(value))),
  newsletterBody.map((value) => Buffer.from(JSON.stringify(value))),
  fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value) ?? '')),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(0)),
);

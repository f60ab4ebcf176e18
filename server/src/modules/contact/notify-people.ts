import { companiesOf, mayUse } from '@common/admin/roles';
import type { ContactNotifySettings, NotifyPerson, NotifyWants } from '@common/admin/settings';
import { notifyWantsSchema, WANTS_EVERYTHING } from '@common/admin/settings';
import { INQUIRY_TYPES, type InquiryType } from '@common/contact';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import { settings, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { companiesById, listCompanyRefs } from '../entries';
import { fallbackRecipients, readNotifyLists } from './notify-lists';

/**
 * Who of the staff is told about a new contact message (docs/decisions/093): each person chosen in
 * Settings, with the inquiry types and companies they want. Until a choice is saved, every owner is told of
 * every message, unless the server's operator set CONTACT_NOTIFY_TO (then that is the choice). One rule,
 * `recipientsFor`, answers for the message as it arrives; the dashboard and Settings read the same.
 */

/** The `settings` row: what each staff member wants, by account id; absent until an owner saves a choice. */
const PEOPLE_KEY = 'contact.notify.people';

const storedPeople = z.record(z.string(), notifyWantsSchema);

const NOTHING: NotifyWants = { types: [], companies: null };

/** Active accounts that may open the inbox, by name: the people who can be told. */
async function inboxPeople(db: Writer) {
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      companyIds: staffUsers.companyIds,
    })
    .from(staffUsers)
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return rows.filter((row) => mayUse(row, 'inbox'));
}

/** The saved choice, or null when none was ever saved. */
async function readChoice(db: Writer): Promise<Map<number, NotifyWants> | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, PEOPLE_KEY));
  if (!row) return null;
  const parsed = z.safeParse(storedPeople, row.value);
  return new Map(Object.entries(parsed.success ? parsed.data : {}).map(([id, wants]) => [Number(id), wants]));
}

/** What each inbox person is told about now: their saved choice, or the default of a new install. */
async function readPeople(
  db: Writer,
  configured: string | undefined,
): Promise<{ chosen: boolean; people: NotifyPerson[] }> {
  const [people, choice] = await Promise.all([inboxPeople(db), readChoice(db)]);
  const byDefault = (role: string) =>
    role === 'owner' && fallbackRecipients(configured).length === 0 ? WANTS_EVERYTHING : NOTHING;
  return {
    chosen: choice !== null,
    people: people.map((person) => ({
      ...person,
      wants: choice ? (choice.get(person.id) ?? NOTHING) : byDefault(person.role),
    })),
  };
}

export async function readNotifySettings(db: Writer, configured: string | undefined): Promise<ContactNotifySettings> {
  const [recipients, people, companies] = await Promise.all([
    readNotifyLists(db),
    readPeople(db, configured),
    listCompanyRefs(db),
  ]);
  return { recipients, fallback: fallbackRecipients(configured), ...people, companies };
}

/**
 * Saves what each person wants, for the accounts named (every other account is told of nothing): 400 when
 * an account cannot open the inbox or a company is not one of the group's. Answers the choice as stored.
 */
export async function savePeople(
  tx: Writer,
  wanted: readonly (NotifyWants & { id: number })[],
  now: Date,
): Promise<Record<string, NotifyWants>> {
  const people = new Map((await inboxPeople(tx)).map((person) => [person.id, person]));
  const refused = wanted.filter((want) => !people.has(want.id) && want.types.length > 0);
  if (refused.length > 0) {
    const ids = refused.map((want) => want.id);
    const named = await tx
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .where(inArray(staffUsers.id, ids));
    const names = ids.map((id) => named.find((row) => row.id === id)?.name ?? `#${id}`).join(', ');
    throw new HttpError(400, 'settings.notInbox', { params: { names } });
  }
  const companies = [...new Set(wanted.flatMap((want) => want.companies ?? []))];
  const found = await companiesById(tx, companies);
  if (companies.some((id) => !found.has(id))) throw new HttpError(400, 'settings.company');
  const value: Record<string, NotifyWants> = {};
  for (const want of wanted) {
    if (!people.has(want.id) || want.types.length === 0) continue;
    value[String(want.id)] = {
      types: INQUIRY_TYPES.filter((type) => want.types.includes(type)),
      companies: want.companies === null ? null : [...new Set(want.companies)].sort((a, b) => a - b),
    };
  }
  await tx
    .insert(settings)
    .values({ key: PEOPLE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  return value;
}

/** The choice as the audit log keeps it: by address, what each is told about. */
export const choiceForAudit = (people: NotifyPerson[]) =>
  Object.fromEntries(people.filter((p) => p.wants.types.length > 0).map((p) => [p.email, p.wants]));

/** Is a message of this type, to this company (null: the group), one this person wants and can open? */
const wants = (person: NotifyPerson, type: InquiryType, companyId: number | null) => {
  const reach = companiesOf(person);
  const canOpen = reach === null || (companyId !== null && reach.includes(companyId));
  const chosen = person.wants.companies === null || (companyId !== null && person.wants.companies.includes(companyId));
  return canOpen && chosen && person.wants.types.includes(type);
};

/**
 * Who hears about a message of this type to this company: the people who want it, and the type's other
 * addresses; when that is nobody, CONTACT_NOTIFY_TO; else nobody.
 */
export async function recipientsFor(
  db: Writer,
  message: { type: InquiryType; companyId: number | null },
  configured: string | undefined,
): Promise<string[]> {
  const [{ people }, lists] = await Promise.all([readPeople(db, configured), readNotifyLists(db)]);
  const addresses = [
    ...people.filter((person) => wants(person, message.type, message.companyId)).map((person) => person.email),
    ...lists[message.type],
  ];
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))];
  return unique.length > 0 ? unique : fallbackRecipients(configured);
}

/** Inquiry types whose messages to the group would notify nobody (the dashboard warns owners). */
export async function typesWithoutRecipients(db: Writer, configured: string | undefined): Promise<InquiryType[]> {
  const silent: InquiryType[] = [];
  for (const type of INQUIRY_TYPES) {
    if ((await recipientsFor(db, { type, companyId: null }, configured)).length === 0) silent.push(type);
  }
  return silent;
}

/**
 * The staff area's error codes and their English (docs/decisions/041): the admin API answers
 * with a `code` (and `params`), its message in English for logs, curl and other clients; the staff area
 * shows the code's text in the staff member's language (client/src/admin/locales/{en,fr,sw}, where the
 * English namespace `apiErrors` is this object and the others are type-checked against it). The shared
 * schemas of the staff area carry codes as their messages (`errorCode`), so the form and the server say
 * the same thing in the same language. Texts are ICU messages: `{max}`, `{minutes, plural, …}`.
 */
export const API_ERRORS = {
  request: {
    invalid: 'Invalid request',
    checkFields: 'Check the highlighted fields',
    correctFields: 'Please correct the highlighted fields',
    addressNumber: 'The address must end with a number',
    notFromAdmin: 'This request did not come from the admin area of this site',
    changedElsewhere: 'Someone else saved a change since you opened this. Reload to see it, then make yours again.',
    listChanged: 'The list changed while you were ordering it. Reload and try again.',
    sendOrder: 'Send the list in its new order',
    listItem: 'Choose an item of the list',
    roleRefused: 'Your role does not allow this',
    groupOnly: 'Your account is limited to your companies; this part of the staff area is for group-wide staff',
    expired: 'This page has expired or the request did not come from it; reload the page and try again',
    badJson: 'The request body is not valid JSON',
    tooLarge: 'The request is too large',
    mediaType: 'Unsupported content type; send application/json',
  },
  field: {
    tooLong: 'Use at most {max} characters',
    tooLongPerLine: 'Use at most {max} characters per line',
    tooManyLines: 'Use at most {max} lines',
    tooManyAddresses: 'Use at most {max} addresses',
    required: 'Fill in this field',
    ownCompany: 'Choose one of your companies',
    ownCompanies: 'Tick one or more of your companies, and only yours',
    writeText: 'Write some text',
    email: 'Enter an email address',
    emailValid: 'Enter a valid email address',
    emailExample: 'Write an e-mail address such as name@example.com',
    phone: 'Enter a phone number such as +27 11 555 0140',
    phoneExample: 'Write a phone number such as +27 11 555 0140',
    webAddress: 'Enter an address that starts with https://',
    url: 'Write a full address starting with https://',
    date: 'Choose a date',
    dateTime: 'Give a date and time',
    dateTimeValid: 'Give a valid date and time',
    dateTimeIso: 'Use a date and time (ISO 8601)',
    dateAndTime: 'Choose a date and a time',
    futureTime: 'Choose a time in the future',
    wholeNumber: 'Write a whole number',
    numberRange: 'Write a whole number from {min} to {max}',
    choice: 'Choose one of the options',
    listChoice: 'Choose one of the list',
    language: 'Choose English, French or Swahili',
    languageCode: 'Choose en, fr or sw',
    translationCode: 'Choose fr or sw',
    oneLanguage: 'Choose at least one language',
    published: 'Say whether it is shown on the site',
    imageGone: 'That image is no longer in the library; choose another',
    libraryImage: 'Choose an image of the library',
  },
  auth: {
    enterEmail: 'Enter your email address',
    enterPassword: 'Enter your password',
    enterCurrentPassword: 'Enter your current password',
    enterCode: 'Enter the code',
    emailAndPassword: 'Enter your email address and password',
    newPassword: 'Choose a new password',
    signInFirst: 'Please sign in',
    signedOut: 'You signed out of the staff area (in this tab or another); sign in again',
    sessionExpired: 'Your session expired (30 minutes without activity, or 12 hours after signing in); sign in again',
    sessionEnded:
      'Your session was ended (from another device, by an owner, or by a change to the account); sign in again',
    finishSignIn: 'Please finish signing in',
    confirmFirst: 'Confirm it is you first: this change needs your code (or password) from the last 10 minutes',
    wrongCredentials: 'The email address or password is incorrect.',
    wrongCode: 'That code is not right. Check the time on your phone, or use a recovery code.',
    wrongConfirmCode:
      'That code is not right, or it was already used. Wait for the next code in your app, or use a recovery code.',
    noCodeWaiting: 'No sign-in is waiting for a code; sign in again',
    tooManySignIns:
      'Too many failed sign-in attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again, or ask an owner to lift the wait.',
    tooManyFromAddress:
      'Too many failed attempts from your address. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
    tooManyResets:
      'Too many attempts for this address. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
    resetUnusable:
      'This link has expired, was already used, or was replaced by a newer one. Ask for a new link from the sign-in screen.',
    setupDone: 'This site already has an owner, so the setup address no longer works. Sign in instead.',
    setupExpired:
      'This setup address has expired (it works for 24 hours). Restart the site to print a new one, or create the owner with: npm run staff -- create',
    setupUnknown:
      'This setup address is not valid. Copy the whole address the site printed at its last start (a restart prints a new one).',
    nameAddress: 'Name the address',
  },
  password: {
    tooShort: 'Use at least {min} characters',
    tooLong: 'Use at most {max} characters',
    common: 'This password is too common or too easy to guess; choose another',
    wrong: 'Your password is not right',
    wrongCurrent: 'Your current password is not right',
  },
  account: {
    enterName: 'Enter a name',
    chooseRole: 'Choose a role',
    noSession: 'No such session',
    twoFactorOn: 'Two-factor sign-in is already on; turn it off first to use another app',
    setupCodeWrong: 'That code is not right. Scan the code again or check the time on your phone.',
    codeWrong: 'That code is not right',
    ownersKeepTwoFactor: 'Owners must keep two-factor sign-in on',
    twoFactorAlreadyOff: 'Two-factor sign-in is already off',
    twoFactorOff: 'Two-factor sign-in is off; turn it on first',
  },
  staff: {
    chooseCompanies: 'Choose companies from the list',
    ownerGroupWide: 'Owners work for the whole group: choose another role to limit this person to companies',
    companyGone: 'A company in the list no longer exists; reload and choose again',
    notFound: 'No such staff member',
    ownPassword: 'Change your own password from your account page',
    accountDisabled: 'This account is disabled: enable it first, then send the link',
    currentSession: 'This is the session you are using: sign out instead',
    sessionGone: 'No such session: it may have ended already',
    noInvitation: 'No pending invitation with this number',
    notBlocked: 'This address is not blocked (the block may have ended)',
    notYourself: 'You cannot disable yourself or give up your own owner role; ask another owner',
    lastOwner: 'The group needs at least one active owner',
    ownTwoFactor: 'Manage your own two-factor sign-in from your account page',
    emailTaken: 'Someone with this email address already has an account',
    alreadyStaff: 'Already a staff member',
    accountExists: 'This email address already has an account',
    hasAccount: 'Already has an account',
    invitationUnusable: 'This invitation link has expired or was already used; ask an owner for a new one',
    invitationUsed: 'This invitation link was already used',
  },
  news: {
    writeComment: 'Write what the writer should change',
    notSubmitted: 'This article is not waiting for review; reload to see where it stands',
    reviewFirst: 'Writers submit articles for review; an editor publishes them',
    notFound: 'No such article',
    noText: 'This article has no text yet',
    noRevision: 'No such version of this article',
    previewUnavailable: 'Previews need the page renderer, which this server runs without',
    listQuery: 'Invalid list query',
    imageGone: 'That image no longer exists; choose another',
    chooseAnotherImage: 'Choose another image',
    chooseRedirectTarget: 'Choose the article its addresses lead to',
    chooseAnotherPublished: 'Choose another published article',
    notPublished: 'This article is not published',
    chooseWhatToPublish: 'Choose what to publish',
    chooseWhenToPublish: 'Choose when to publish',
    chooseWhatToUnpublish: 'Choose what to unpublish',
    eachOnce: 'Choose each article once',
    featuredMax: 'Choose at most {max} articles',
    chooseFeatured: 'Choose up to three articles',
    featuredGone: 'One of these articles no longer exists',
    slugTaken: 'Another article already uses this address; choose another slug',
    slugsDiffer: 'Another language of this article has this slug: each language needs its own',
    noLanguageText: 'There is no text in this language yet',
    categoryToPublish: 'Choose or type a category before publishing',
    authorToPublish: 'Write the author’s name before publishing',
    titleToPublish: 'Write a title before publishing',
    slugToPublish: 'Write a valid slug before publishing',
    excerptToPublish: 'Write an excerpt before publishing',
    contentToPublish: 'Write the article before publishing',
    slug: 'Write a slug',
    slugPattern: 'Use lowercase letters, digits and single hyphens, e.g. new-office-in-kampala',
    content: 'Write the article',
    contentTooLong: 'This article is too long',
    category: 'Choose or type a category',
    author: 'Write the author’s name',
    title: 'Write a title in at least one language',
  },
  newsletter: {
    notFound: 'No such newsletter',
    subscriberNotFound: 'No such subscriber',
    scheduled: 'This newsletter is scheduled: cancel the schedule to change it or send it now',
    sent: 'This newsletter has been sent; it can no longer change',
    notScheduled: 'This newsletter is not scheduled',
    pauseOnlySending: 'Only a scheduled newsletter, or one being sent, can be paused',
    scheduleMissed: 'Its time passed while it was paused: choose a new time to schedule it',
    stopOnlySending: 'Only a newsletter being sent can be stopped',
    notPaused: 'This newsletter is not paused',
    nothingToPause: 'Every mail of this newsletter has left: there is nothing to pause',
    nothingToStop: 'Every mail of this newsletter has left: there is nothing to stop',
    noVersion: 'This issue has no {language, select, fr {French} sw {Swahili} other {English}} version to send',
    noAudience: 'There are no confirmed subscribers to send to yet: nothing was sent',
    noChosenAudience: 'No confirmed subscriber would receive the versions chosen: nothing was sent',
    correctSending: 'Please correct the sending choice',
    correctSchedule: 'Please correct the schedule',
    issueShape:
      'Send the articles under values.articleIds, and each language’s subject and introduction under words (words.fr.subject)',
    pickArticles: 'Pick articles of the list',
    articlesMax: 'Pick at most {max} articles',
    oneLanguageToSend: 'Choose at least one language to send',
    fallback: 'Choose the version the others get (en, fr or sw), or null for none',
    subscriberStatus: 'Choose pending, confirmed or unsubscribed',
    subscriberCursor: 'This link to a page of the subscriber list is not valid; open the list from its first page',
    subscriberOnePlace: 'Give one place in the list: offset, after or before, not several',
  },
  inbox: {
    notFound: 'No such message',
    gone: 'These messages no longer exist: {ids}. Nothing was changed.',
    inboxPerson: 'Choose a person who works on the inbox',
    person: 'Choose a person of the list',
    outOfSpam: 'Move the message out of Spam before replying',
    status: 'Choose a status of the list',
    inquiryType: 'Choose an inquiry type of the list',
    unread: 'Use unread=1 or leave it out',
    note: 'Write the note',
    subject: 'Write a subject',
    reply: 'Write the reply',
    bulkCount: 'Choose from 1 to {max} messages',
    messages: 'Choose messages of the list',
    action: 'Choose an action of the list',
    cursor: 'This link to a page of the inbox is not valid; open the inbox from its first page',
    onePlace: 'Give one place in the list: offset, after or before, not several',
  },
  outbox: {
    notFound: 'No such e-mail in the outbox',
    retryOnlyFailed: 'Only a failed e-mail can be retried; this one is already queued or sent',
    status: 'Choose queued, sent, failed or cancelled',
  },
  media: {
    othersImage:
      'Your account is limited to your companies: you can change the images you uploaded, and pick any other. Ask the group’s editors to change this one.',
    type: 'This file is not a JPEG, PNG, WebP or AVIF image. Choose a photo in one of those formats.',
    size: 'This image is larger than 10 MB. Export it smaller (a photo 2,400 pixels wide is plenty) and try again.',
    pixels: 'This image has more than 40 megapixels. Resize it (2,400 pixels wide is plenty) and try again.',
    empty: 'The file is empty. Choose an image file.',
    unreadable: 'This image could not be read; the file may be damaged. Export it again and try once more.',
    busy: 'The server is busy with other images. Wait a minute and upload this one again.',
    altNeeded: 'Describe the image in at least one language (for people who cannot see it)',
    inUse: 'This image is used, so it cannot be deleted. Take it out of the pages listed, then delete it.',
    duplicate:
      'This file is already in the library as another image. Choose that image where you need it, or replace this one with a different file.',
    unknownUse: 'Choose a use from the list',
    notFound: 'No such image',
    checkAlt: 'Check the image descriptions',
    checkFilters: 'Check the filters',
    periodOrder: 'The end of the period comes before its start',
    laterEnd: 'Choose a later end',
  },
  impact: {
    metricNotFound: 'No such metric',
    storyNotFound: 'No such story',
    keyTaken: 'Another metric already uses this key',
    keyUsed: 'Already used; choose another',
    keyOfVersionTaken: 'Another metric now uses the key of that version: change that metric first',
    photoOfVersionGone: 'The photo of that version was deleted from the images: restore another version',
    photoGone: 'The photo was not found; upload it again',
    uploadPhotoAgain: 'Upload the photo again',
    writeCategory: 'Write the category',
    writeValue: 'Write the value',
    writeLabel: 'Write the label',
    writeName: 'Write the name',
    writeTitle: 'Write the title',
    writeStory: 'Write the story',
    keyPattern: 'Use lowercase letters, digits and single hyphens, e.g. jobs-created',
    key: 'Write a key',
    icon: 'Choose one of the six icons',
    active: 'Say whether the metric is shown',
    year: 'Write a year such as 2024',
    published: 'Say whether the story is published',
  },
  entries: {
    kindNotFound: 'No such kind of content',
    notFound: 'No such record',
    versionNotFound: 'No such version',
    referred: 'Other records refer to this one: change or delete them first',
    valueTaken: 'Another record already uses this; choose another',
    slugPattern: 'Use lowercase letters, digits and single hyphens, e.g. green-harvest',
    noLanguage: 'Write it in at least one language',
    conflict:
      'A colleague saved a change to the same field since you opened this. Choose what to keep for each one below.',
    reviewFirst: 'Writers propose changes for review; an editor or an owner approves them',
    nothingProposed: 'This changes nothing yet: make your change, then submit it for review',
    proposalTaken: 'A colleague’s change to this record waits for review; it must be approved or sent back first',
    notProposed: 'No change to this record waits for review; reload to see where it stands',
    proposalConflict:
      'Since this change was proposed, a colleague changed the same fields: send it back, so that the writer makes it again on the record as it is now.',
  },
  figure: {
    kind: 'Choose what the figure counts',
    number: 'Write a number from 0 up',
    currency: 'Choose the currency of the amount',
    year: 'Write a year such as 2030',
  },
  settings: {
    correctAddresses: 'Please correct the highlighted addresses',
    timeZone: 'Choose a time zone of the list',
    groupName: 'Enter the group’s name',
    inquiryType: 'Choose inquiry types of the list',
    company: 'Choose companies of the list',
    staffMember: 'Choose staff members of the list',
    notInbox: 'Only staff who can open the inbox can be told about messages: {names}',
  },
  privacy: {
    addressesDiffer: 'The two addresses differ',
    sameAddress: 'Type the same address to confirm',
    typeAgain: 'Type the address again to confirm',
  },
  revisions: {
    restoreOver: 'Send the version you restore over',
  },
} as const;

/** A dotted path to every text: 'news.notFound'. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type ApiErrorCode = Leaves<typeof API_ERRORS>;

/** Values of a code's placeholders. */
export type ErrorParams = Record<string, string | number>;
/** A field's error as the admin API sends it (`errorCodes`), and as the staff area translates it. */
export interface CodedError {
  code: ApiErrorCode;
  params?: ErrorParams;
}

/** A code in a shared schema: the type-check refuses one without a text. */
export const errorCode = <C extends ApiErrorCode>(code: C): C => code;

/** The English template of a code, or undefined for a string that is not one (a visitor form's sentence). */
export function apiErrorTemplate(code: unknown): string | undefined {
  if (typeof code !== 'string') return undefined;
  let node: unknown = API_ERRORS;
  for (const part of code.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const isApiErrorCode = (value: unknown): value is ApiErrorCode => apiErrorTemplate(value) !== undefined;

/** The zod issue fields a code's placeholders come from: a length's bound, and a custom issue's params. */
interface IssueLike {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: unknown;
}

/**
 * What a schema's issue says: its code with the values of its placeholders (`{max}` from maxLength), or
 * null when its message is a plain sentence (the visitor forms' schemas).
 */
export function issueError(issue: IssueLike): CodedError | null {
  if (!isApiErrorCode(issue.message)) return null;
  const params: ErrorParams = {};
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') params.min = Number(issue.minimum);
  if (issue.params && typeof issue.params === 'object') Object.assign(params, issue.params);
  return Object.keys(params).length ? { code: issue.message, params } : { code: issue.message };
}

/** The dictionary shape lives beside the dictionaries, in common/ (the server reads them too). */
export type { Messages } from '@common/messages';

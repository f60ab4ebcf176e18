/** Staff management: accounts, invitations, password resets, the first owner, the dashboard (docs/decisions/080). */
export { adminApi } from './admin-api';
export { adminPage } from './admin-page';
export { registerAttention } from './dashboard';
export { invitationMail } from './invitations';
export { insertUser } from './repository';
export { passwordResetMail } from './reset-mail';
export { announceSetup } from './setup';

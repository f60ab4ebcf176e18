export const outbox = {};

export const inbox = {};

export const staff = {};

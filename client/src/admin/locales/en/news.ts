export const news = {};

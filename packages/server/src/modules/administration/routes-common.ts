export const tags = ['administration'];
export const admin = { auth: 'admin' as const };

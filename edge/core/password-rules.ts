// The one password rule of our forms and API (product specification, section 5): 8 to 100 characters. No imports, so
// the web's account forms can read it without pulling a schema library into their chunk.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_LONG = `Password must be less than ${PASSWORD_MAX} characters`;

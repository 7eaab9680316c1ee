// Maps a sign-up outcome to the messages of the product specification's section 8 (registration), word for word.
export const EMAIL_TAKEN_INLINE = 'This email is already registered. Please try signing in instead.';

export interface SignUpFailure {
  title: string;
  description?: string;
  emailTaken: boolean;
}

export function describeSignUpError(
  error: { status?: number; code?: string; message?: string } | null | undefined,
  hasUser: boolean,
): SignUpFailure | null {
  if (error) {
    const message = error.message ?? '';
    // 422 is also GoTrue's status for a weak password; that one must not read as "already registered".
    const taken = (error.status === 422 && error.code !== 'weak_password') || /already registered/i.test(message);
    if (taken) {
      return {
        title: 'Email Already Registered',
        description: 'Sign in with this email, or use another one.',
        emailTaken: true,
      };
    }
    return { title: 'Registration Failed', description: message || 'Failed to create account.', emailTaken: false };
  }
  if (!hasUser) return { title: 'Registration Failed', description: 'Failed to create account', emailTaken: false };
  return null;
}

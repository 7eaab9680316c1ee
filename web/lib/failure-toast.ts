// The words of a toast, and the one every signed-in flow shows when the session is gone (product specification,
// section 8).
export interface ToastText {
  title: string;
  description: string;
}

export const NOT_AUTHENTICATED: ToastText = { title: 'Not Authenticated', description: 'Please log in again.' };

/** The password area's words, exactly as the specification has them (ʼ included). */
export const passwordMessages = {
  enquiryTitle: 'Reset your password',
  enquiryQuestion: "What's your email?",
  enquirySubmit: 'Reset password',
  enquirySuccessTitle: 'Check your email',
  emailNotRecognised: 'We donʼt recognize this address',
  resetTitle: 'Reset password',
  resetPasswordLabel: 'Password (at least 8 characters)',
  resetSuccess: 'Your password has been updated!',
  resetTokenNotValid: 'Sorry, we couldnʼt reset your password because the token is not valid.',
  resetFailed: 'Password reset failed!',
  resetEmailNotRecognised: 'Email not recognised',
  restart: 'Send me a new link',
  setupTitle: 'Create your password',
  setupTokenNotValid: 'Sorry, we couldnʼt create your password because the token is not valid.',
  setupTerms: 'By tapping Submit, you accept the Terms of Service and Privacy Policy',
  setupMarketing: 'Send me news, tips and offers by email',
  confirmationRequired: 'Password confirmation is required',
  confirmationTooShort: 'Password confirmation must be 8 characters or more',
  confirmationMismatch: 'Password confirmation must match password',
} as const;

export function enquirySuccessText(email: string): string {
  return `We have sent a link to reset your password to ${email}. It works for one hour.`;
}

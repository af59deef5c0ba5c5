/** The error codes the auth API answers with (docs/product.md#sign-in-and-sign-up-errors). */
export type AuthErrorCode =
  | 'invalid-credential'
  | 'email-already-in-use'
  | 'weak-password'
  | 'invalid-email'
  | 'too-many-requests'
  | 'user-disabled'
  | 'operation-not-allowed';

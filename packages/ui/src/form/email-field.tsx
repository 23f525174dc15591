import { TextField, type TextFieldProps } from './text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** An email-type input (mobile keyboards show @) that autofills the user's address. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField {...props} type="email" autoComplete={autoComplete} spellCheck={false} />;
}

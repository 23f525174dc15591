import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { type ButtonStyleOptions, buttonStyles } from './button-styles';

const styleProps = new Set(['variant', 'size', 'fullWidth']);

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => !styleProps.has(prop),
})<ButtonStyleOptions>(({ theme, variant, size, fullWidth }) => buttonStyles(theme, { variant, size, fullWidth }));

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {}

/** A native button that defaults to type="button" so it never submits a form by accident. */
export function Button({ type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} {...props} />;
}

export { CheckboxField } from './checkbox-field';
export { Field, FieldError } from './field';
export { Form, useZodForm } from './form';
export { plainOptions, type SelectOption, SelectField } from './select-field';
export { SubmitButton } from './submit-button';
export { TextField } from './text-field';
export { TextareaField } from './textarea-field';
export { describedBy, type FieldState, useField } from './use-field';

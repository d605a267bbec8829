export { CheckboxField } from './checkbox-field';
export { Form, useZodForm } from './form';
export { plainOptions, type SelectOption, SelectField } from './select-field';
export { SubmitButton } from './submit-button';
export { TextField } from './text-field';
export { TextareaField } from './textarea-field';

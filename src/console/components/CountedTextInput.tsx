import {
  FieldTitle,
  ResettableTextField,
  sanitizeInputRestProps,
  useInput,
  useTranslate,
  ValidationError,
  type TextInputProps,
} from 'react-admin';
import { countOf, HelperWithCount } from './CharacterCount';

/**
 * react-admin's TextInput with the character count of a limited field ('n/150') on its helper
 * line, beside the hint or the error: TextInput drops a custom helper when the field is invalid, so
 * this is TextInput's own few lines (useInput, ResettableTextField) with that one line changed.
 */
export function CountedTextInput({
  max,
  className,
  defaultValue,
  label,
  format,
  helperText,
  onBlur,
  onChange,
  parse,
  resource,
  source,
  validate,
  ...rest
}: TextInputProps & { max: number }) {
  const translate = useTranslate();
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ defaultValue, format, parse, resource, source, type: 'text', validate, onBlur, onChange, ...rest });
  const hint =
    typeof helperText === 'string' && helperText ? translate(helperText, { _: helperText }) : helperText || null;
  return (
    <ResettableTextField
      id={id}
      {...field}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        ) : null
      }
      error={invalid}
      helperText={
        <HelperWithCount length={countOf(field.value)} max={max}>
          {invalid && error?.message ? <ValidationError error={error.message} /> : hint}
        </HelperWithCount>
      }
      {...sanitizeInputRestProps(rest)}
    />
  );
}

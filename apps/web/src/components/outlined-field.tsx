import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

/*
 * MUI's TextField with an outlined input, without TextField: TextField also imports the menu-based
 * Select (Menu, Popover, Modal, transitions: about 22 KB gzipped) even when no select is shown. The
 * public pages' forms use these two instead: same look, same label and error behaviour.
 */

interface FieldBase {
  label: string;
  required?: boolean;
  error?: boolean;
  size?: 'small' | 'medium';
  /** The label stays above the input (dates, placeholders, selects). */
  shrink?: boolean;
  sx?: SxProps<Theme>;
}

type OutlinedFieldProps = FieldBase &
  Omit<OutlinedInputProps, 'label' | 'sx' | 'size' | 'error' | 'required'>;

/** A labelled outlined input (text, e-mail, number, date). */
export function OutlinedField({
  label,
  required,
  error,
  size,
  shrink,
  sx,
  id,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FormControl variant="outlined" size={size} required={required} error={error} fullWidth sx={sx}>
      <InputLabel htmlFor={inputId} {...(shrink ? { shrink: true } : {})}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={required ? `${label} *` : label}
        {...(shrink ? { notched: true } : {})}
        {...input}
      />
    </FormControl>
  );
}

interface OutlinedSelectProps extends FieldBase {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  children: ReactNode;
}

/** A labelled outlined native <select>: the platform's own picker, best on phones. */
export function OutlinedSelect({
  label,
  required,
  error,
  size,
  sx,
  name,
  value,
  onChange,
  children,
}: OutlinedSelectProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" size={size} required={required} error={error} fullWidth sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name }}
        value={value}
        onChange={onChange}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}

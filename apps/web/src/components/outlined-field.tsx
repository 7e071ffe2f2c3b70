import { type SxProps, styled, type Theme } from '@mui/material/styles';
import {
  type ChangeEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';

/*
 * MUI's outlined TextField, drawn with the same measures and colours but without MUI's input stack:
 * TextField imports the menu-based Select (Menu, Popover, Modal, transitions: about 20 KB gzipped) and
 * even FormControl, InputBase and NativeSelect are about 10 KB, more than a public form page can spend
 * (docs/decisions/0008). Native elements do the work: a <label for>, an <input> or <textarea>, a
 * <select>, and the notched outline as an aria-hidden <fieldset>. The label floats when the field is
 * focused (CSS) or has a value.
 */

interface FieldBase {
  label: string;
  required?: boolean;
  error?: boolean;
  size?: 'small' | 'medium';
  /** The label stays above the input (dates, placeholders, selects). */
  shrink?: boolean;
  /** A line under the field (a hint, or the error message); the input is described by it. */
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}

type InputAttributes = InputHTMLAttributes<HTMLInputElement> & { [data: `data-${string}`]: string };

interface OutlinedFieldProps extends FieldBase {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  id?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** More attributes of the <input> or <textarea> (maxLength, inputMode, aria-describedby...). */
  inputProps?: InputAttributes;
  /** Shown inside the field before the text ('$'); the label then stays above. */
  startAdornment?: ReactNode;
  /** A <textarea> that grows with its text, at least `minRows` lines high. */
  multiline?: boolean;
  minRows?: number;
}

const curve = 'cubic-bezier(0,0,0.2,1)';
const ease = `200ms ${curve}`;
const shrunk =
  'transform:translate(14px,-9px) scale(0.75);max-width:calc(133% - 32px);pointer-events:auto;user-select:none';
const notched = `max-width:100%;transition:max-width 100ms ${curve} 50ms`;

/**
 * The FormControl: label, outlined box and helper text, with MUI's measures and the theme's colours
 * (InputLabel, OutlinedInput, NotchedOutline, FormHelperText). `data-shrink` says the label is up
 * because of the value (or always: dates, selects); focus lifts it through :focus-within. The rules are
 * written as compact CSS text, one rule a line: about half the bytes of the same rules as an sx object,
 * and nothing for Emotion to convert. `&&`/`&&&` raise a rule above the `sx` passed in (fieldSx's hover
 * colour must not beat focus or error). :has() rules stand alone: a browser without it drops only them.
 * The `sx` prop applies after these rules. No disabled state: no public form disables a field.
 */
const FieldRoot = styled('div')(
  ({ theme: { palette: p } }) => `
position:relative;display:flex;flex-direction:column;min-width:0;width:100%;margin:0;padding:0;border:0;vertical-align:top;font-size:1rem;font-weight:400;letter-spacing:0.00938em;
&>label{position:absolute;left:0;top:0;z-index:1;display:block;padding:0;max-width:calc(100% - 24px);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;pointer-events:none;color:${p.text.secondary};line-height:1.4375em;transform-origin:top left;transform:translate(14px,16px) scale(1);transition:color ${ease},transform ${ease},max-width ${ease}}
&[data-size=small]>label{transform:translate(14px,9px) scale(1)}
&&[data-shrink=true]>label,&&:focus-within>label{${shrunk}}
&&:has(:-webkit-autofill)>label{${shrunk}}
&:focus-within>label{color:${p.primary.main}}
& .MuiOutlinedInput-root{position:relative;display:flex;align-items:center;box-sizing:border-box;width:100%;border-radius:10px;color:${p.text.primary};cursor:text;line-height:1.4375em}
& .MuiInputAdornment-root{display:flex;align-items:center;max-height:2em;margin:0 8px 0 14px;white-space:nowrap;color:${p.text.secondary}}
& input,& textarea,& select{display:block;box-sizing:content-box;width:100%;min-width:0;height:1.4375em;margin:0;padding:16.5px 14px;border:0;border-radius:inherit;background:none;color:currentColor;font:inherit;letter-spacing:inherit;-webkit-tap-highlight-color:transparent}
& :focus{outline:0}
& :invalid{box-shadow:none}
& ::placeholder{color:currentColor;opacity:0.5;transition:opacity ${ease}}
& :-webkit-autofill{-webkit-box-shadow:0 0 0 100px #266798 inset;-webkit-text-fill-color:#fff;caret-color:#fff}
&[data-size=small] input,&[data-size=small] select,&[data-size=small] .MuiOutlinedInput-multiline{padding:8.5px 14px}
& .MuiInputAdornment-root+input{padding-left:0}
& .MuiOutlinedInput-multiline{padding:16.5px 14px}
&& textarea{height:auto;padding:0;resize:none}
&[data-shrink=false] :not(:focus)::placeholder{opacity:0}
& select{appearance:none;user-select:none;cursor:pointer;min-width:16px}
&& select{padding-right:32px}
& option,& optgroup{background-color:${p.background.paper}}
& select+svg{position:absolute;right:7px;top:calc(50% - 0.5em);width:1em;height:1em;font-size:1.5rem;fill:currentColor;color:${p.action.active};pointer-events:none}
& fieldset{position:absolute;inset:-5px 0 0;margin:0;padding:0 8px;text-align:left;pointer-events:none;border-radius:inherit;border:1px solid rgba(255,255,255,0.23);overflow:hidden;min-width:0%}
& legend{float:unset;width:auto;display:block;padding:0;height:11px;font-size:0.75em;visibility:hidden;max-width:0.01px;overflow:hidden;white-space:nowrap;transition:max-width 50ms ${curve}}
& legend>span{padding:0 5px;display:inline-block;opacity:0;visibility:visible}
&[data-shrink=true] legend,&:focus-within legend{${notched}}
&:has(:-webkit-autofill) legend{${notched}}
& .MuiOutlinedInput-root:hover fieldset{border-color:${p.text.primary}}
@media (hover:none){& .MuiOutlinedInput-root:hover fieldset{border-color:rgba(255,255,255,0.23)}}
&&&:focus-within fieldset{border-width:2px;border-color:${p.primary.main}}
&[data-error=true]>label,&[data-error=true]>p{color:${p.error.main}}
&&&[data-error=true] fieldset{border-color:${p.error.main}}
&>p{margin:3px 14px 0;color:${p.text.secondary};font-size:0.75rem;line-height:1.66;letter-spacing:0.03333em;text-align:left}
`,
);

/** The label's words as MUI writes them: a required field ends with a thin space and '*'. */
function LabelText({ label, required }: { label: string; required?: boolean | undefined }) {
  return (
    <>
      {label}
      {required && <span aria-hidden>{'\u2009*'}</span>}
    </>
  );
}

function Outline({ label, required }: { label: string; required?: boolean | undefined }) {
  return (
    <fieldset aria-hidden className="MuiOutlinedInput-notchedOutline">
      <legend>
        <span>{required ? `${label}\u2009*` : label}</span>
      </legend>
    </fieldset>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A labelled outlined input (text, e-mail, number, date) or, with `multiline`, a growing textarea. */
export function OutlinedField({
  label,
  required,
  error = false,
  size = 'medium',
  shrink = false,
  helperText,
  sx,
  id,
  name,
  value,
  onChange,
  type,
  autoComplete,
  placeholder,
  inputRef,
  inputProps,
  startAdornment,
  multiline = false,
  minRows = 1,
}: OutlinedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper-text`;
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { 'aria-describedby': describedBy, ...otherInputProps } = inputProps ?? {};

  // MUI's TextareaAutosize: the textarea is as high as its text, and never less than minRows lines.
  const fit = useCallback(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text's height changes with `value`
  useLayoutEffect(fit, [fit, value]);
  useLayoutEffect(() => {
    if (!textarea.current || typeof ResizeObserver === 'undefined') return;
    // A narrower box wraps the text onto more lines.
    const observer = new ResizeObserver(fit);
    observer.observe(textarea.current);
    return () => observer.disconnect();
  }, [fit]);

  const setRef = useCallback(
    (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      textarea.current = element instanceof HTMLTextAreaElement ? element : null;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  const control = {
    id: inputId,
    name,
    value,
    onChange,
    autoComplete,
    placeholder,
    required,
    'aria-invalid': error,
    'aria-describedby':
      [helperText ? helperId : undefined, describedBy].filter(Boolean).join(' ') || undefined,
    ref: setRef,
  };

  return (
    <FieldRoot
      data-size={size}
      data-shrink={shrink || Boolean(startAdornment) || value !== ''}
      data-error={error}
      sx={sx}
    >
      <label htmlFor={inputId}>
        <LabelText label={label} required={required} />
      </label>
      <div
        className={multiline ? 'MuiOutlinedInput-root MuiOutlinedInput-multiline' : 'MuiOutlinedInput-root'}
      >
        {startAdornment && <div className="MuiInputAdornment-root">{startAdornment}</div>}
        {multiline ? (
          <textarea
            {...(otherInputProps as InputHTMLAttributes<HTMLTextAreaElement>)}
            {...control}
            rows={minRows}
            style={{ overflow: 'hidden' }}
          />
        ) : (
          <input {...otherInputProps} {...control} type={type} />
        )}
        <Outline label={label} required={required} />
      </div>
      {helperText && <p id={helperId}>{helperText}</p>}
    </FieldRoot>
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
  error = false,
  size = 'medium',
  helperText,
  sx,
  name,
  value,
  onChange,
  children,
}: OutlinedSelectProps) {
  const id = useId();
  return (
    <FieldRoot data-size={size} data-shrink data-error={error} sx={sx}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <div className="MuiOutlinedInput-root">
        <select
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          required={required}
          aria-invalid={error}
          aria-describedby={helperText ? `${id}-helper-text` : undefined}
        >
          {children}
        </select>
        <svg aria-hidden focusable="false" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <Outline label={label} required={required} />
      </div>
      {helperText && <p id={`${id}-helper-text`}>{helperText}</p>}
    </FieldRoot>
  );
}

import { NativeSelect, type NativeSelectProps } from '@mantine/core';

/** One choice of a filter: the value it sets, and the text shown for it (a plain string is both). */
export type FilterOption = string | { value: string; label: string };

export interface FilterSelectProps extends Pick<NativeSelectProps, 'style' | 'w'> {
  label: string;
  /** The text of the choice that sets no filter (value ''), listed first, e.g. "All industries". None for a sort. */
  all?: string;
  /** The other choices; one choice is always chosen. */
  data: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

const optionOf = (option: FilterOption) => (typeof option === 'string' ? { value: option, label: option } : option);

/**
 * A list's filter or sort: the platform's own `<select>` (its picker on phones, its keyboard everywhere) in
 * Mantine's input frame. Unlike Mantine's Select it brings no dropdown machinery (Combobox, Popover,
 * floating-ui) into a list page's first load. A value is always chosen: there is no placeholder and no clearing.
 *
 * A value that none of the options has (an address naming a mentor whose videos are not shown yet) is kept as a
 * blank option the picker does not list, so the field does not claim "All ..." while a filter is on, and
 * choosing "All ..." still changes it.
 */
export function FilterSelect({ label, all, data, value, onChange, ...layout }: FilterSelectProps) {
  const options = [...(all === undefined ? [] : [{ value: '', label: all }]), ...data.map(optionOf)];
  const known = options.some((option) => option.value === value);
  return (
    <NativeSelect label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...layout}>
      {!known && <option value={value} disabled hidden />}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { FilterSelect, type FilterOption, type FilterSelectProps } from './FilterSelect';

/**
 * What a list page's filter bar takes, in the page and, inert (no handlers), in its build-time shell: the chosen
 * filters, a change of some of them by their address keys, a reset, and whether anything narrows the list.
 */
export interface ListFilterProps<F, K extends string> {
  filters: F;
  onChange?: (change: Partial<Record<K, string>>) => void;
  onReset?: () => void;
  filtering: boolean;
}

/** A list's search box (what the user types; the page runs it on the server once typing settles). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  ...layout
}: { label: string; placeholder: string; value: string; onChange?: (value: string) => void } & Pick<TextInputProps, 'style' | 'maw' | 'type'>) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      {...layout}
    />
  );
}

/** The filter by category of the lists that have one (projects, videos). */
export function CategorySelect({ data, value, onChange, ...layout }: { data: readonly FilterOption[]; value: string; onChange?: (category: string) => void } & Pick<FilterSelectProps, 'w'>) {
  return (
    <FilterSelect
      label={TEXTS.fields.category}
      all={TEXTS.filters.allCategories}
      data={data}
      value={value}
      onChange={(category) => onChange?.(category)}
      {...layout}
    />
  );
}

/** Resets a list's filters; disabled while none narrows it. */
export function ResetFilters({ onReset, filtering, icon }: { onReset?: () => void; filtering: boolean; icon?: ReactNode }) {
  return (
    <Button variant="default" leftSection={icon} onClick={onReset} disabled={!filtering}>
      {TEXTS.actions.resetFilters}
    </Button>
  );
}

/** A list page's heading and intro, with its action on the right when there is one (Create Project, Upload Video). */
export function ListHeader({ intro, action, mb = 'lg' }: { intro: ReactNode; action?: ReactNode; mb?: 'lg' | 0 }) {
  return (
    <Group justify="space-between" align="flex-end" mb={mb} gap="md">
      {intro}
      {action}
    </Group>
  );
}

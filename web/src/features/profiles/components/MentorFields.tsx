import { useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Group,
  NumberInput,
  Pill,
  Select,
  Stack,
  Text,
  TextInput,
  type TextareaProps,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { LIMITS, SPECIALIZATIONS, TEXTS } from '@mentorbridge/model';
import { addTag, bioCounter } from '../api/validation';
import { LongText } from '@/components/formFields';

/** The props `form.getInputProps(path)` returns. */
type InputProps = GetInputPropsReturnType;

/** Bio with an N/50 counter (LIMITS.bioMin, trimmed length). */
export function BioField({ inputProps, ...rest }: { inputProps: InputProps } & Omit<TextareaProps, 'value' | 'onChange' | 'autosize' | 'minRows' | 'maxLength'>) {
  const value = typeof inputProps.value === 'string' ? inputProps.value : '';
  return (
    <LongText
      label={TEXTS.fields.bio}
      max={LIMITS.bio}
      rows={4}
      withAsterisk
      placeholder={TEXTS.profile.bioPlaceholder}
      {...rest}
      {...inputProps}
      description={
        <Text component="span" size="xs" c="dimmed" aria-live="polite">
          {TEXTS.profile.bioCounter(bioCounter(value))}
        </Text>
      }
    />
  );
}

/** Specialization: one of the model's SPECIALIZATIONS, or custom text after choosing "Other". */
export function SpecializationFields({ choiceProps, customProps }: { choiceProps: InputProps; customProps: InputProps }) {
  return (
    <Stack gap="xs">
      <Select
        label={TEXTS.fields.specialization}
        withAsterisk
        placeholder={TEXTS.profile.specializationPlaceholder}
        data={[...SPECIALIZATIONS]}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...choiceProps}
      />
      {choiceProps.value === 'Other' && (
        <TextInput
          label={TEXTS.profile.customSpecialization}
          withAsterisk
          maxLength={LIMITS.specialization}
          placeholder={TEXTS.profile.customSpecializationPlaceholder}
          {...customProps}
        />
      )}
    </Stack>
  );
}

export function TopmateField({ inputProps }: { inputProps: InputProps }) {
  return (
    <TextInput
      label={TEXTS.profile.topmate}
      withAsterisk
      type="url"
      inputMode="url"
      placeholder={TEXTS.profile.topmatePlaceholder}
      description={TEXTS.profile.topmateHint}
      {...inputProps}
    />
  );
}

export function HourlyRateField({ inputProps }: { inputProps: InputProps }) {
  return (
    <NumberInput
      label={TEXTS.profile.hourlyRateUsd}
      description={TEXTS.profile.hourlyRateHint}
      min={0}
      max={LIMITS.hourlyRateMax}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      prefix="$"
      {...inputProps}
    />
  );
}

/** The fields a mentor's profile adds after the bio: specialization, hourly rate, Topmate link and expertise. */
export function MentorProfileFields({
  input,
  expertise,
  onExpertise,
}: {
  input: (field: 'specialization' | 'customSpecialization' | 'hourly_rate' | 'topmate_url') => InputProps;
  expertise: string[];
  onExpertise: (tags: string[]) => void;
}) {
  return (
    <>
      <SpecializationFields choiceProps={input('specialization')} customProps={input('customSpecialization')} />
      <HourlyRateField inputProps={input('hourly_rate')} />
      <TopmateField inputProps={input('topmate_url')} />
      <ExpertiseField value={expertise} onChange={onExpertise} />
    </>
  );
}

/** Expertise tags: added with Enter or the plus button, trimmed and without duplicates. */
export function ExpertiseField({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag instead of submitting the surrounding form.
      event.preventDefault();
      add();
    }
  };
  const full = value.length >= LIMITS.expertiseTags;
  return (
    <Stack gap="xs">
      <TextInput
        label={TEXTS.fields.expertise}
        description={full ? TEXTS.profile.expertiseFull : TEXTS.profile.expertiseHint}
        placeholder={TEXTS.profile.expertisePlaceholder}
        value={draft}
        maxLength={LIMITS.expertiseTag}
        disabled={full}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        rightSection={
          <ActionIcon variant="subtle" aria-label={TEXTS.profile.addExpertise} onClick={add} disabled={!draft.trim() || full}>
            <IconPlus size={16} />
          </ActionIcon>
        }
      />
      {value.length > 0 && (
        <Group gap={6} aria-label={TEXTS.profile.expertiseTags} role="list">
          {value.map((tag) => (
            <Pill
              key={tag}
              role="listitem"
              withRemoveButton
              removeButtonProps={{ 'aria-label': TEXTS.profile.removeTag(tag) }}
              onRemove={() => onChange(value.filter((t) => t !== tag))}
            >
              {tag}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}

import type { ComponentType } from 'react';
import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';

export function StatCard({
  label,
  value,
  icon: Icon,
  color,
}: {
  label: string;
  value: number | null;
  icon: ComponentType<IconProps>;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {value === null ? (
            <Skeleton h={32} w={48} mt={4} aria-label={TEXTS.loading.stat(label)} />
          ) : (
            <Text fz={28} fw={700} lh={1.2} aria-label={`${label}: ${value}`}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

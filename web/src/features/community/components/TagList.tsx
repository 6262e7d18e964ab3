import { Badge, Group } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';

/** A discussion's tags as small badges (nothing when there are none). */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={6} component="ul" aria-label={TEXTS.community.tags} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tags.map((tag) => (
        <Badge key={tag} component="li" variant="outline" color="gray" size="sm" tt="none">
          #{tag}
        </Badge>
      ))}
    </Group>
  );
}

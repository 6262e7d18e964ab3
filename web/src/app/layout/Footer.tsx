import { ActionIcon, Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandTwitter } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { PRODUCT_NAME, TAGLINE } from '@/config';
import { FOOTER_LINKS } from './navigation';

const SOCIAL = [
  { label: 'Twitter', Icon: IconBrandTwitter },
  { label: 'LinkedIn', Icon: IconBrandLinkedin },
  { label: 'Instagram', Icon: IconBrandInstagram },
];

/** Footer with Platform and Company links, copyright and social placeholders. */
export function Footer() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={800} c="blue">
              {PRODUCT_NAME}
            </Text>
            <Text size="sm" c="dimmed">
              {TAGLINE}
            </Text>
          </Stack>
          {FOOTER_LINKS.map(({ title, links }) => (
            <nav key={title} aria-label={title}>
              <Text fw={600} mb={6} component="h2" size="sm">
                {title}
              </Text>
              <Stack gap={4}>
                {links.map((l) => (
                  <Anchor key={l.to} component={Link} to={l.to} size="sm" c="dimmed">
                    {l.label}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="xl">
          <Text size="xs" c="dimmed">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {TEXTS.nav.rights}
          </Text>
          <Group gap={4}>
            {SOCIAL.map(({ label, Icon }) => (
              <ActionIcon key={label} variant="subtle" color="gray" aria-label={TEXTS.nav.comingSoon(label)} disabled>
                <Icon size={18} stroke={1.6} />
              </ActionIcon>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { LEGAL_TEXTS, type LegalBlock, type LegalPageTexts } from '@mentorbridge/model/legal';
import { CONTACT } from '@/config';

/** The links a legal paragraph names in braces (model/src/legalTexts.ts). */
const LINKS: Record<string, () => ReactNode> = {
  privacyPolicy: () => (
    <Anchor component={Link} to="/privacy-policy">
      {TEXTS.nav.privacy}
    </Anchor>
  ),
  contactForm: () => (
    <Anchor component={Link} to="/contact">
      {LEGAL_TEXTS.contactForm}
    </Anchor>
  ),
  supportEmail: () => <Anchor href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Anchor>,
  address: () => CONTACT.address.join(', '),
};

/** A paragraph's words with its {named} links drawn in. */
function Inline({ text }: { text: string }) {
  // split() with a capturing group: the odd parts are the names between the braces.
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) => {
        const link = i % 2 === 1 ? LINKS[part] : undefined;
        return <Fragment key={i}>{link ? link() : part}</Fragment>;
      })}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <Text>
        <Inline text={block} />
      </Text>
    );
  }
  return (
    <List spacing="xs">
      {block.list.map((item) => (
        <List.Item key={item}>
          <Inline text={item} />
        </List.Item>
      ))}
    </List>
  );
}

/** A legal page (terms, privacy): its title, date line, opening paragraph and numbered sections. */
export function LegalPage({ title, texts }: { title: string; texts: LegalPageTexts }) {
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{texts.updated}</Text>
        </Stack>
        <Text>{texts.intro}</Text>
        {texts.sections.map((section) => (
          <Stack component="section" key={section.title} gap="sm">
            <Title order={2} size="h3">
              {section.title}
            </Title>
            {section.body.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}

import { Alert, Anchor, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { formatDateTime } from '@/lib/dates';
import { useMySuspension } from '../api/suspension';

const T = TEXTS.moderation;

/** Tells a suspended user, on every data screen, why and until when they cannot write (nothing for anyone else). */
export function SuspensionBanner() {
  const suspension = useMySuspension();
  if (!suspension) return null;
  return (
    <Alert role="status" color="red" variant="light" radius={0} icon={<IconBan size={18} aria-hidden />} title={T.bannerTitle} py="xs" data-testid="suspension-banner">
      <Text size="sm">
        {suspension.forGood ? T.bannerForGood : T.bannerUntil(formatDateTime(suspension.until))}{' '}
        {suspension.reason && T.bannerReason(T.reasons[suspension.reason])}{' '}
        {/* The link takes the banner's ink: the anchor colour is readable on white, not on the red tint. */}
        <Anchor component={Link} to="/contact" size="sm" c="inherit" underline="always">
          {T.bannerAppeal}
        </Anchor>
      </Text>
    </Alert>
  );
}

import type { CSSProperties } from 'react';
import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarHue, avatarInitial } from '@mentorbridge/model';

export interface PersonAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'name' | 'color' | 'variant'> {
  /** Whose avatar: the colour of their generated one comes from it (model's avatarHue). */
  id: string | null | undefined;
  /** The display name: its first letter stands in while there is no picture (not Mantine's two-letter initials). */
  name: string | null | undefined;
  src?: string | null;
  /** Empty when the name is written next to the avatar anyway. */
  alt?: string;
}

/** The generated avatar's background for a hue (a number, or a template's slot for one). */
const background = (hue: number | string) => `oklch(45% 0.13 ${hue})`;

/**
 * For a card's template (lib/earlyCards.ts): the swap that turns the sample person's avatar colour into the slot
 * each card fills with its person's avatarHue.
 */
export function avatarHueSwap(sampleId: string, hueSlot: string): Record<string, string> {
  return { [background(avatarHue(sampleId))]: background(hueSlot) };
}

/** The generated avatar's colours: white letters on the person's own hue, at a lightness that keeps them readable. */
export function avatarColors(id: string): CSSProperties {
  return {
    '--avatar-bg': background(avatarHue(id)),
    '--avatar-color': '#fff',
    '--avatar-bd': '1px solid transparent',
  } as CSSProperties;
}

/**
 * A person's round avatar: their picture, or a generated one, the same for them everywhere and offline: the first
 * letter of their name (or U) on a colour of their own.
 */
export function PersonAvatar({ id, name, src, alt = '', radius = 'xl', style, ...props }: PersonAvatarProps) {
  return (
    <Avatar
      src={src ?? null}
      alt={alt}
      variant="filled"
      radius={radius}
      style={{ ...avatarColors(id ?? ''), ...(typeof style === 'object' ? style : {}) }}
      {...props}
    >
      {avatarInitial(name)}
    </Avatar>
  );
}

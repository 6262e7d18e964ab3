import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarInitial } from '@mentorbridge/model';

export interface PersonAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'name'> {
  /** The display name: its first letter stands in while there is no picture (not Mantine's two-letter initials). */
  name: string | null | undefined;
  src?: string | null;
  /** Empty when the name is written next to the avatar anyway. */
  alt?: string;
}

/** A person's round avatar: their picture, or the first letter of their name (or U). */
export function PersonAvatar({ name, src, alt = '', color = 'blue', radius = 'xl', ...props }: PersonAvatarProps) {
  return (
    <Avatar src={src ?? null} alt={alt} color={color} radius={radius} {...props}>
      {avatarInitial(name)}
    </Avatar>
  );
}

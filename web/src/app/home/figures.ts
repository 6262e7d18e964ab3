/** What the home page shows of the platform: platformFigures.ts keeps it, readPlatformFigures.ts reads it. */
import { TEXTS, type PlatformCount } from '@mentorbridge/model';

/** A featured mentor as the home page lists them. */
export interface FeaturedMentor {
  id: string;
  name: string;
  specialization: string;
  avatar_url: string | null;
  /** "Usually responds within a day · Answers 92% of applications". */
  responds: string;
}

export interface PlatformFigures {
  /** Each number as shown ("1,204"): the inline loader writes these strings into the page as they are. */
  counts: Record<PlatformCount, string>;
  featured: FeaturedMentor[];
}

/** The numbers' names, in the order the page shows them. */
export const PLATFORM_COUNT_NAMES = Object.keys(TEXTS.home.figure) as PlatformCount[];

/** A number as the home page shows it: "1,204". */
export const formatFigure = (count: number): string => count.toLocaleString('en-US');

import '@mantine/core/styles/Rating.css';
// The list pages load only the Mantine styles their first render uses (app/listStyles.ts): the stars bring theirs.
import { Rating, type RatingProps } from '@mantine/core';
import classes from './StarRating.module.css';

const CLASSES = { root: classes.root, symbolGroup: classes.group, label: classes.star };

/**
 * Stars to choose from (a review's, a video's rating): Mantine's Rating, whose stars are radios with their own names,
 * operable by keyboard; on a phone or a touch screen each star is a 44 px tap target (StarRating.module.css).
 */
export function StarRating(props: Omit<RatingProps, 'classNames'>) {
  return <Rating {...props} classNames={CLASSES} />;
}

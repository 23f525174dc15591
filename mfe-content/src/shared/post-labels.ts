/** How the site words a post's reading time: "7 min read". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

import { BLOG_TOPICS, parseTopic, postMatchesTopic, postsForTopic, toggleTopic, topicCounts } from './topic-filter';

const post = (title: string, category: string, tags: string[]) => ({ title, category, tags });

const posts = [
  post('Best Dog Food for Diarrhea', 'Health', ['Sensitive Stomach', 'Digestive Health']),
  post('The Elimination Diet for Dogs', 'Health', ['hypoallergenic food', 'Food Allergies']),
  post('Why Limited Ingredient Diets Help', 'Nutrition', ['Elimination Diet']),
  post('Probiotics for Dogs', 'Digestive Health', []),
  post('Bland Diet for Dogs', 'Recipes', ['Bland Diet']),
];

describe('postMatchesTopic', () => {
  it('matches a tag that contains the topic, ignoring case', () => {
    expect(postMatchesTopic(posts[1]!, 'Hypoallergenic Food')).toBe(true);
  });

  it('matches on the title', () => {
    expect(postMatchesTopic(posts[2]!, 'Limited Ingredient')).toBe(true);
  });

  it('matches on the category', () => {
    expect(postMatchesTopic(posts[3]!, 'Digestive Health')).toBe(true);
  });

  it('matches text that merely contains the topic', () => {
    expect(postMatchesTopic(post('Tips', 'Health', ['Sensitive Stomach Recipes']), 'Sensitive Stomach')).toBe(true);
  });

  it('does not match a post that only shares a word with the topic', () => {
    expect(postMatchesTopic(posts[4]!, 'Food Allergies')).toBe(false);
    expect(postMatchesTopic(post('Stomach upsets', 'Health', ['Sensitive dogs']), 'Sensitive Stomach')).toBe(false);
  });
});

describe('postsForTopic', () => {
  it('keeps every post, in order, when no topic is active', () => {
    expect(postsForTopic(posts, null)).toEqual(posts);
  });

  it('keeps only the matching posts, in their order', () => {
    expect(postsForTopic(posts, 'Digestive Health').map((p) => p.title)).toEqual([
      'Best Dog Food for Diarrhea',
      'Probiotics for Dogs',
    ]);
  });
});

describe('topicCounts', () => {
  it('counts the matching posts of every topic', () => {
    expect(topicCounts(posts)).toEqual({
      'Sensitive Stomach': 1,
      'Hypoallergenic Food': 1,
      'Limited Ingredient': 1,
      'Digestive Health': 2,
      'Food Allergies': 1,
    });
  });

  it('counts zero for every topic when there are no posts', () => {
    expect(Object.values(topicCounts([]))).toEqual(BLOG_TOPICS.map(() => 0));
  });
});

describe('parseTopic', () => {
  it('reads a known topic from the query value', () => {
    expect(parseTopic('Digestive Health')).toBe('Digestive Health');
  });

  it('forgives case and surrounding spaces', () => {
    expect(parseTopic('  food allergies ')).toBe('Food Allergies');
  });

  it.each([[null], [undefined], [''], ['Cats'], ['Digestive']])('ignores %p', (value) => {
    expect(parseTopic(value)).toBeNull();
  });
});

describe('toggleTopic', () => {
  it('activates a topic pressed while another or none is active', () => {
    expect(toggleTopic(null, 'Food Allergies')).toBe('Food Allergies');
    expect(toggleTopic('Digestive Health', 'Food Allergies')).toBe('Food Allergies');
  });

  it('clears the filter when the active topic is pressed again', () => {
    expect(toggleTopic('Food Allergies', 'Food Allergies')).toBeNull();
  });
});

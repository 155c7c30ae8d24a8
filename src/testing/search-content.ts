import { readBlogPost } from '@/data/models/blog-post';
import { readProject } from '@/data/models/project';
import { seedBlogPosts, seedProjects } from '@/data/seed';

/** What the build indexes from the seed: its published posts (newest first) and completed projects. */
export function seedSearchContent() {
  const posts = Object.entries(seedBlogPosts)
    .map(([id, raw]) => readBlogPost(raw, id))
    .filter((post) => post.status === 'Published')
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  const projects = Object.entries(seedProjects)
    .map(([id, raw]) => readProject(raw, id))
    .filter((project) => project.status === 'Completed');
  return { posts, projects };
}

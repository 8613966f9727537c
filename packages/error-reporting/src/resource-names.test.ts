import { expect, it } from 'vitest';
import { groupName, projectName } from './resource-names.js';

it('builds and parses project and group names', () => {
  expect(projectName.format({ project: 'my-project' })).toBe('projects/my-project');
  expect(groupName.parse('projects/my-project/groups/CNSgkpnppqKCUw')).toEqual({ project: 'my-project', group: 'CNSgkpnppqKCUw' });
  expect(groupName.matches('projects/my-project')).toBe(false);
});

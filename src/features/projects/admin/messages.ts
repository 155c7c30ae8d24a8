/** The projects screens' wording (spec section 8, Projects). */
export const projectMessages = {
  loadFailedToast: 'Failed to load projects. Please check your connection.',
  loadFailedTitle: 'Error Loading Projects',
  loadFailedFallback: 'Failed to fetch projects from the database',
  empty: 'No projects found',
  searchLabel: 'Search projects',
  searchPlaceholder: 'A word of the title or client',
  searchHelp: 'Whole words of the title or the client, in every project of this tab.',
  searchUnsearchable:
    'Type a whole word of letters or digits: common words such as “the” are not searched for.',
  deleted: 'Project deleted successfully',
  deleteFailed: 'Failed to delete project',
  deleteError: 'An error occurred while deleting the project',
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  saveFailedDescription: 'Nothing you typed is lost. Check your connection and try again.',
  notFoundTitle: 'Project Not Found',
  notFoundDescription: "The project you're looking for doesn't exist or has been removed.",
  readOnlyTitle: 'Read-only access',
  readOnlyDescription: 'Your role can view projects but not add or change them.',
} as const;

import GoalTrackerKit

// The executable only starts the app; everything else lives in GoalTrackerKit so the tests can
// host it.
GoalTrackerApp.main()
